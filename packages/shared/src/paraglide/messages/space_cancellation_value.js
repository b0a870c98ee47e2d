/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Space_Cancellation_ValueInputs */

const en_space_cancellation_value = /** @type {(inputs: Space_Cancellation_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Free up to ${i?.hours} h before`)
};

const sw_space_cancellation_value = /** @type {(inputs: Space_Cancellation_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bila malipo hadi saa ${i?.hours} kabla`)
};

/**
* | output |
* | --- |
* | "Free up to {hours} h before" |
*
* @param {Space_Cancellation_ValueInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_cancellation_value = /** @type {((inputs: Space_Cancellation_ValueInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Space_Cancellation_ValueInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_space_cancellation_value(inputs)
	return en_space_cancellation_value(inputs)
});