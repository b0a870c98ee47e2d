/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_Remove_Text_EmptyInputs */

const en_forum_remove_text_empty = /** @type {(inputs: Forum_Remove_Text_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The topic is deleted for everyone. This cannot be undone.`)
};

const sw_forum_remove_text_empty = /** @type {(inputs: Forum_Remove_Text_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mada itafutwa kwa kila mtu. Hili haliwezi kutenduliwa.`)
};

/**
* | output |
* | --- |
* | "The topic is deleted for everyone. This cannot be undone." |
*
* @param {Forum_Remove_Text_EmptyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_remove_text_empty = /** @type {((inputs?: Forum_Remove_Text_EmptyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_Remove_Text_EmptyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_remove_text_empty(inputs)
	return en_forum_remove_text_empty(inputs)
});