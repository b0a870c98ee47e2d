/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ people: NonNullable<unknown> }} Space_Up_ToInputs */

const en_space_up_to = /** @type {(inputs: Space_Up_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Up to ${i?.people}`)
};

const sw_space_up_to = /** @type {(inputs: Space_Up_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hadi ${i?.people}`)
};

/**
* | output |
* | --- |
* | "Up to {people}" |
*
* @param {Space_Up_ToInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_up_to = /** @type {((inputs: Space_Up_ToInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Space_Up_ToInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_space_up_to(inputs)
	return en_space_up_to(inputs)
});