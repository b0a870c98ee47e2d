/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_Cat_RemoteInputs */

const en_forum_cat_remote = /** @type {(inputs: Forum_Cat_RemoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remote Work`)
};

const sw_forum_cat_remote = /** @type {(inputs: Forum_Cat_RemoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kazi ya Mbali`)
};

/**
* | output |
* | --- |
* | "Remote Work" |
*
* @param {Forum_Cat_RemoteInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_cat_remote = /** @type {((inputs?: Forum_Cat_RemoteInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_Cat_RemoteInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_cat_remote(inputs)
	return en_forum_cat_remote(inputs)
});