/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bell_UnreadInputs */

const en_bell_unread = /** @type {(inputs: Bell_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unread:`)
};

const sw_bell_unread = /** @type {(inputs: Bell_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haijasomwa:`)
};

/**
* | output |
* | --- |
* | "Unread:" |
*
* @param {Bell_UnreadInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bell_unread = /** @type {((inputs?: Bell_UnreadInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bell_UnreadInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_bell_unread(inputs)
	return en_bell_unread(inputs)
});