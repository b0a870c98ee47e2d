/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_UnsubscribedInputs */

const en_contact_unsubscribed = /** @type {(inputs: Contact_UnsubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done: this address gets no more newsletters.`)
};

const sw_contact_unsubscribed = /** @type {(inputs: Contact_UnsubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imekamilika: anwani hii haitapokea majarida tena.`)
};

/**
* | output |
* | --- |
* | "Done: this address gets no more newsletters." |
*
* @param {Contact_UnsubscribedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_unsubscribed = /** @type {((inputs?: Contact_UnsubscribedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_UnsubscribedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_contact_unsubscribed(inputs)
	return en_contact_unsubscribed(inputs)
});