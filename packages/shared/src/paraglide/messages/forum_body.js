/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ forum_body_max: NonNullable<unknown> }} Forum_BodyInputs */

const en_forum_body = /** @type {(inputs: Forum_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Write 10 to ${i?.forum_body_max} characters.`)
};

const sw_forum_body = /** @type {(inputs: Forum_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Andika herufi 10 hadi ${i?.forum_body_max}.`)
};

/**
* | output |
* | --- |
* | "Write 10 to {forum_body_max} characters." |
*
* @param {Forum_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_body = /** @type {((inputs: Forum_BodyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_BodyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_body(inputs)
	return en_forum_body(inputs)
});