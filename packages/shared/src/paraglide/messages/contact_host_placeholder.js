/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Host_PlaceholderInputs */

const en_contact_host_placeholder = /** @type {(inputs: Contact_Host_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hello! Is the room free on Saturday afternoon, and is there a projector?`)
};

const sw_contact_host_placeholder = /** @type {(inputs: Contact_Host_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Habari! Chumba kiko wazi Jumamosi mchana, na kuna projekta?`)
};

/**
* | output |
* | --- |
* | "Hello! Is the room free on Saturday afternoon, and is there a projector?" |
*
* @param {Contact_Host_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_host_placeholder = /** @type {((inputs?: Contact_Host_PlaceholderInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Host_PlaceholderInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_contact_host_placeholder(inputs)
	return en_contact_host_placeholder(inputs)
});