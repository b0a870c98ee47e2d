/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Conv_Reported_TitleInputs */

const en_conv_reported_title = /** @type {(inputs: Conv_Reported_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reported conversations (${i?.count})`)
};

const sw_conv_reported_title = /** @type {(inputs: Conv_Reported_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mazungumzo yaliyoripotiwa (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Reported conversations ({count})" |
*
* @param {Conv_Reported_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const conv_reported_title = /** @type {((inputs: Conv_Reported_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_Reported_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_conv_reported_title(inputs)
	return en_conv_reported_title(inputs)
});