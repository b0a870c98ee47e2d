/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_ScheduledInputs */

const en_meeting_scheduled = /** @type {(inputs: Meeting_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheduled`)
};

const sw_meeting_scheduled = /** @type {(inputs: Meeting_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imepangwa`)
};

/**
* | output |
* | --- |
* | "Scheduled" |
*
* @param {Meeting_ScheduledInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_scheduled = /** @type {((inputs?: Meeting_ScheduledInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_ScheduledInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_scheduled(inputs)
	return en_meeting_scheduled(inputs)
});