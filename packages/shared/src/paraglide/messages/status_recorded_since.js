/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ since: NonNullable<unknown> }} Status_Recorded_SinceInputs */

const en_status_recorded_since = /** @type {(inputs: Status_Recorded_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recorded by the service itself each minute since ${i?.since}.`)
};

const sw_status_recorded_since = /** @type {(inputs: Status_Recorded_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imerekodiwa na huduma yenyewe kila dakika tangu ${i?.since}.`)
};

/**
* | output |
* | --- |
* | "Recorded by the service itself each minute since {since}." |
*
* @param {Status_Recorded_SinceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_recorded_since = /** @type {((inputs: Status_Recorded_SinceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Recorded_SinceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_status_recorded_since(inputs)
	return en_status_recorded_since(inputs)
});