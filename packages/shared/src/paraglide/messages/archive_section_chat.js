/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Archive_Section_ChatInputs */

const en_archive_section_chat = /** @type {(inputs: Archive_Section_ChatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meeting room chat you wrote`)
};

const sw_archive_section_chat = /** @type {(inputs: Archive_Section_ChatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gumzo la chumba cha mkutano uliloandika`)
};

/**
* | output |
* | --- |
* | "Meeting room chat you wrote" |
*
* @param {Archive_Section_ChatInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_chat = /** @type {((inputs?: Archive_Section_ChatInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Archive_Section_ChatInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_archive_section_chat(inputs)
	return en_archive_section_chat(inputs)
});