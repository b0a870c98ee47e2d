/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Notify_Today_AtInputs */

const en_notify_today_at = /** @type {(inputs: Notify_Today_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`today at ${i?.time}`)
};

const sw_notify_today_at = /** @type {(inputs: Notify_Today_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`leo ${i?.time}`)
};

/**
* | output |
* | --- |
* | "today at {time}" |
*
* @param {Notify_Today_AtInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_today_at = /** @type {((inputs: Notify_Today_AtInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Today_AtInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_today_at(inputs)
	return en_notify_today_at(inputs)
});