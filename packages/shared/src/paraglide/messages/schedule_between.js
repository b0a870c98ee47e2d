/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shortest: NonNullable<unknown>, longest: NonNullable<unknown> }} Schedule_BetweenInputs */

const en_schedule_between = /** @type {(inputs: Schedule_BetweenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortest} to ${i?.longest}`)
};

const sw_schedule_between = /** @type {(inputs: Schedule_BetweenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortest} hadi ${i?.longest}`)
};

/**
* | output |
* | --- |
* | "{shortest} to {longest}" |
*
* @param {Schedule_BetweenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const schedule_between = /** @type {((inputs: Schedule_BetweenInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Schedule_BetweenInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_schedule_between(inputs)
	return en_schedule_between(inputs)
});