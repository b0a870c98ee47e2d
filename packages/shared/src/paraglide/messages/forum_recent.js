/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_RecentInputs */

const en_forum_recent = /** @type {(inputs: Forum_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recent Discussions`)
};

const sw_forum_recent = /** @type {(inputs: Forum_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mijadala ya Karibuni`)
};

/**
* | output |
* | --- |
* | "Recent Discussions" |
*
* @param {Forum_RecentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_recent = /** @type {((inputs?: Forum_RecentInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_RecentInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_recent(inputs)
	return en_forum_recent(inputs)
});