/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_Opening_ChatInputs */

const en_help_opening_chat = /** @type {(inputs: Help_Opening_ChatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening chat…`)
};

const sw_help_opening_chat = /** @type {(inputs: Help_Opening_ChatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inafungua gumzo…`)
};

/**
* | output |
* | --- |
* | "Opening chat…" |
*
* @param {Help_Opening_ChatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const help_opening_chat = /** @type {((inputs?: Help_Opening_ChatInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_Opening_ChatInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_help_opening_chat(inputs)
	return en_help_opening_chat(inputs)
});