/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Unsub_Invalid_TitleInputs */

const en_unsub_invalid_title = /** @type {(inputs: Unsub_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link is not valid`)
};

const sw_unsub_invalid_title = /** @type {(inputs: Unsub_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kiungo hiki si halali`)
};

/**
* | output |
* | --- |
* | "This link is not valid" |
*
* @param {Unsub_Invalid_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const unsub_invalid_title = /** @type {((inputs?: Unsub_Invalid_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Unsub_Invalid_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_unsub_invalid_title(inputs)
	return en_unsub_invalid_title(inputs)
});