/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_SyncInputs */

const en_cal_sync = /** @type {(inputs: Cal_SyncInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calendar sync`)
};

const sw_cal_sync = /** @type {(inputs: Cal_SyncInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kusawazisha kalenda`)
};

/**
* | output |
* | --- |
* | "Calendar sync" |
*
* @param {Cal_SyncInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_sync = /** @type {((inputs?: Cal_SyncInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_SyncInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_sync(inputs)
	return en_cal_sync(inputs)
});