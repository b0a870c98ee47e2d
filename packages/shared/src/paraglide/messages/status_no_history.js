/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_No_HistoryInputs */

const en_status_no_history = /** @type {(inputs: Status_No_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No history recorded yet: the service checks itself each minute, and the figures appear here once it has.`)
};

const sw_status_no_history = /** @type {(inputs: Status_No_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bado hakuna historia iliyorekodiwa: huduma hujikagua kila dakika, na takwimu zitaonekana hapa ikishafanya hivyo.`)
};

/**
* | output |
* | --- |
* | "No history recorded yet: the service checks itself each minute, and the figures appear here once it has." |
*
* @param {Status_No_HistoryInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_no_history = /** @type {((inputs?: Status_No_HistoryInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_No_HistoryInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_status_no_history(inputs)
	return en_status_no_history(inputs)
});