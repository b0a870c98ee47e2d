/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ posts: NonNullable<unknown>, members: NonNullable<unknown> }} Forum_CountedInputs */

const en_forum_counted = /** @type {(inputs: Forum_CountedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.posts} posts · ${i?.members} members`)
};

const sw_forum_counted = /** @type {(inputs: Forum_CountedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`machapisho ${i?.posts} · wanachama ${i?.members}`)
};

/**
* | output |
* | --- |
* | "{posts} posts · {members} members" |
*
* @param {Forum_CountedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_counted = /** @type {((inputs: Forum_CountedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_CountedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_counted(inputs)
	return en_forum_counted(inputs)
});