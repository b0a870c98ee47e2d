/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Correction_TitleInputs */

const en_correction_title = /** @type {(inputs: Correction_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask for a correction`)
};

const sw_correction_title = /** @type {(inputs: Correction_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Omba masahihisho`)
};

/**
* | output |
* | --- |
* | "Ask for a correction" |
*
* @param {Correction_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_title = /** @type {((inputs?: Correction_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_correction_title(inputs)
	return en_correction_title(inputs)
});