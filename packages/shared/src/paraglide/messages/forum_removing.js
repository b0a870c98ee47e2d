/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_RemovingInputs */

const en_forum_removing = /** @type {(inputs: Forum_RemovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removing…`)
};

const sw_forum_removing = /** @type {(inputs: Forum_RemovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inaondoa…`)
};

/**
* | output |
* | --- |
* | "Removing…" |
*
* @param {Forum_RemovingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_removing = /** @type {((inputs?: Forum_RemovingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_RemovingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_removing(inputs)
	return en_forum_removing(inputs)
});