/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ forum_title_max: NonNullable<unknown> }} Forum_TitleInputs */

const en_forum_title = /** @type {(inputs: Forum_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Give your topic a title of 5 to ${i?.forum_title_max} characters.`)
};

const sw_forum_title = /** @type {(inputs: Forum_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ipe mada yako kichwa cha herufi 5 hadi ${i?.forum_title_max}.`)
};

/**
* | output |
* | --- |
* | "Give your topic a title of 5 to {forum_title_max} characters." |
*
* @param {Forum_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_title = /** @type {((inputs: Forum_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_title(inputs)
	return en_forum_title(inputs)
});