/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Notify_On_DayInputs */

const en_notify_on_day = /** @type {(inputs: Notify_On_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`on ${i?.day}`)
};

const sw_notify_on_day = /** @type {(inputs: Notify_On_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`tarehe ${i?.day}`)
};

/**
* | output |
* | --- |
* | "on {day}" |
*
* @param {Notify_On_DayInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_on_day = /** @type {((inputs: Notify_On_DayInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_On_DayInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_on_day(inputs)
	return en_notify_on_day(inputs)
});