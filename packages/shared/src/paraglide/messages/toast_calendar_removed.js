/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_Calendar_RemovedInputs */

const en_toast_calendar_removed = /** @type {(inputs: Toast_Calendar_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calendar removed. Its times are free again.`)
};

const sw_toast_calendar_removed = /** @type {(inputs: Toast_Calendar_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kalenda imeondolewa. Nyakati zake ziko wazi tena.`)
};

/**
* | output |
* | --- |
* | "Calendar removed. Its times are free again." |
*
* @param {Toast_Calendar_RemovedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_calendar_removed = /** @type {((inputs?: Toast_Calendar_RemovedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Calendar_RemovedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_toast_calendar_removed(inputs)
	return en_toast_calendar_removed(inputs)
});