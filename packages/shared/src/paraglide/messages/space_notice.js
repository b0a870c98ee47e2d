/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Space_NoticeInputs */

const en_space_notice = /** @type {(inputs: Space_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notice`)
};

const sw_space_notice = /** @type {(inputs: Space_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taarifa ya mapema`)
};

/**
* | output |
* | --- |
* | "Notice" |
*
* @param {Space_NoticeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_notice = /** @type {((inputs?: Space_NoticeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Space_NoticeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_space_notice(inputs)
	return en_space_notice(inputs)
});