/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Strength_FairInputs */

const en_strength_fair = /** @type {(inputs: Strength_FairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fair`)
};

const sw_strength_fair = /** @type {(inputs: Strength_FairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wastani`)
};

/**
* | output |
* | --- |
* | "Fair" |
*
* @param {Strength_FairInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const strength_fair = /** @type {((inputs?: Strength_FairInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Strength_FairInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_strength_fair(inputs)
	return en_strength_fair(inputs)
});