/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Schedule_ClosedInputs */

const en_schedule_closed = /** @type {(inputs: Schedule_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`closed`)
};

const sw_schedule_closed = /** @type {(inputs: Schedule_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`imefungwa`)
};

/**
* | output |
* | --- |
* | "closed" |
*
* @param {Schedule_ClosedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const schedule_closed = /** @type {((inputs?: Schedule_ClosedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Schedule_ClosedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_schedule_closed(inputs)
	return en_schedule_closed(inputs)
});