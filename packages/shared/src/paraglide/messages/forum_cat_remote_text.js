/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_Cat_Remote_TextInputs */

const en_forum_cat_remote_text = /** @type {(inputs: Forum_Cat_Remote_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where and how to work well away from the office.`)
};

const sw_forum_cat_remote_text = /** @type {(inputs: Forum_Cat_Remote_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wapi na jinsi ya kufanya kazi vizuri mbali na ofisi.`)
};

/**
* | output |
* | --- |
* | "Where and how to work well away from the office." |
*
* @param {Forum_Cat_Remote_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_cat_remote_text = /** @type {((inputs?: Forum_Cat_Remote_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_Cat_Remote_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_cat_remote_text(inputs)
	return en_forum_cat_remote_text(inputs)
});