/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_PinnedInputs */

const en_forum_pinned = /** @type {(inputs: Forum_PinnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pinned`)
};

const sw_forum_pinned = /** @type {(inputs: Forum_PinnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imebandikwa`)
};

/**
* | output |
* | --- |
* | "Pinned" |
*
* @param {Forum_PinnedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_pinned = /** @type {((inputs?: Forum_PinnedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_PinnedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_pinned(inputs)
	return en_forum_pinned(inputs)
});