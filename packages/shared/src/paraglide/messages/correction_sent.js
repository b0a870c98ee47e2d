/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Correction_SentInputs */

const en_correction_sent = /** @type {(inputs: Correction_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sent. An admin will answer here.`)
};

const sw_correction_sent = /** @type {(inputs: Correction_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limetumwa. Msimamizi atajibu hapa.`)
};

/**
* | output |
* | --- |
* | "Sent. An admin will answer here." |
*
* @param {Correction_SentInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_sent = /** @type {((inputs?: Correction_SentInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_SentInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_correction_sent(inputs)
	return en_correction_sent(inputs)
});