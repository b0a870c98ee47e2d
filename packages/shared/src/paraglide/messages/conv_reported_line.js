/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ guest: NonNullable<unknown>, host: NonNullable<unknown>, space: NonNullable<unknown>, at: NonNullable<unknown> }} Conv_Reported_LineInputs */

const en_conv_reported_line = /** @type {(inputs: Conv_Reported_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.guest} and ${i?.host} about ${i?.space} · last message ${i?.at}`)
};

const sw_conv_reported_line = /** @type {(inputs: Conv_Reported_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.guest} na ${i?.host} kuhusu ${i?.space} · ujumbe wa mwisho ${i?.at}`)
};

/**
* | output |
* | --- |
* | "{guest} and {host} about {space} · last message {at}" |
*
* @param {Conv_Reported_LineInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const conv_reported_line = /** @type {((inputs: Conv_Reported_LineInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_Reported_LineInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_conv_reported_line(inputs)
	return en_conv_reported_line(inputs)
});