/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Hours_ClosesInputs */

const en_hours_closes = /** @type {(inputs: Hours_ClosesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day} closes`)
};

const sw_hours_closes = /** @type {(inputs: Hours_ClosesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day} hufungwa`)
};

/**
* | output |
* | --- |
* | "{day} closes" |
*
* @param {Hours_ClosesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const hours_closes = /** @type {((inputs: Hours_ClosesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hours_ClosesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_hours_closes(inputs)
	return en_hours_closes(inputs)
});