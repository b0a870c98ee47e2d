/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_Start_ChatInputs */

const en_help_start_chat = /** @type {(inputs: Help_Start_ChatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start Live Chat`)
};

const sw_help_start_chat = /** @type {(inputs: Help_Start_ChatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anza Gumzo la Moja kwa Moja`)
};

/**
* | output |
* | --- |
* | "Start Live Chat" |
*
* @param {Help_Start_ChatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const help_start_chat = /** @type {((inputs?: Help_Start_ChatInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_Start_ChatInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_help_start_chat(inputs)
	return en_help_start_chat(inputs)
});