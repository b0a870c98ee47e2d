/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_ReachInputs */

const en_contact_reach = /** @type {(inputs: Contact_ReachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reach us`)
};

const sw_contact_reach = /** @type {(inputs: Contact_ReachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tufikie`)
};

/**
* | output |
* | --- |
* | "Reach us" |
*
* @param {Contact_ReachInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_reach = /** @type {((inputs?: Contact_ReachInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_ReachInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_contact_reach(inputs)
	return en_contact_reach(inputs)
});