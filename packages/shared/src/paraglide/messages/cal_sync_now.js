/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_Sync_NowInputs */

const en_cal_sync_now = /** @type {(inputs: Cal_Sync_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sync now`)
};

const sw_cal_sync_now = /** @type {(inputs: Cal_Sync_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sawazisha sasa`)
};

/**
* | output |
* | --- |
* | "Sync now" |
*
* @param {Cal_Sync_NowInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_sync_now = /** @type {((inputs?: Cal_Sync_NowInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_Sync_NowInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_sync_now(inputs)
	return en_cal_sync_now(inputs)
});