/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Schedule_DailyInputs */

const en_schedule_daily = /** @type {(inputs: Schedule_DailyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Daily, ${i?.hours}`)
};

const sw_schedule_daily = /** @type {(inputs: Schedule_DailyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kila siku, ${i?.hours}`)
};

/**
* | output |
* | --- |
* | "Daily, {hours}" |
*
* @param {Schedule_DailyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const schedule_daily = /** @type {((inputs: Schedule_DailyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Schedule_DailyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_schedule_daily(inputs)
	return en_schedule_daily(inputs)
});