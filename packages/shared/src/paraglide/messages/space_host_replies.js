/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Space_Host_RepliesInputs */

const en_space_host_replies = /** @type {(inputs: Space_Host_RepliesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Host on Nafasi · replies within 24 hours`)
};

const sw_space_host_replies = /** @type {(inputs: Space_Host_RepliesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mwenyeji kwenye Nafasi · hujibu ndani ya saa 24`)
};

/**
* | output |
* | --- |
* | "Host on Nafasi · replies within 24 hours" |
*
* @param {Space_Host_RepliesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_host_replies = /** @type {((inputs?: Space_Host_RepliesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Space_Host_RepliesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_space_host_replies(inputs)
	return en_space_host_replies(inputs)
});