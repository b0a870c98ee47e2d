/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Notify_Tomorrow_AtInputs */

const en_notify_tomorrow_at = /** @type {(inputs: Notify_Tomorrow_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`tomorrow at ${i?.time}`)
};

const sw_notify_tomorrow_at = /** @type {(inputs: Notify_Tomorrow_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`kesho ${i?.time}`)
};

/**
* | output |
* | --- |
* | "tomorrow at {time}" |
*
* @param {Notify_Tomorrow_AtInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_tomorrow_at = /** @type {((inputs: Notify_Tomorrow_AtInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Tomorrow_AtInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_tomorrow_at(inputs)
	return en_notify_tomorrow_at(inputs)
});