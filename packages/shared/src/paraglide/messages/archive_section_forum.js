/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Archive_Section_ForumInputs */

const en_archive_section_forum = /** @type {(inputs: Archive_Section_ForumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forum topics and replies`)
};

const sw_archive_section_forum = /** @type {(inputs: Archive_Section_ForumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mada na majibu ya jukwaa`)
};

/**
* | output |
* | --- |
* | "Forum topics and replies" |
*
* @param {Archive_Section_ForumInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_forum = /** @type {((inputs?: Archive_Section_ForumInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Archive_Section_ForumInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_archive_section_forum(inputs)
	return en_archive_section_forum(inputs)
});