/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cal_Not_SyncedInputs */

const en_cal_not_synced = /** @type {(inputs: Cal_Not_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not synced yet`)
};

const sw_cal_not_synced = /** @type {(inputs: Cal_Not_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bado haijasawazishwa`)
};

/**
* | output |
* | --- |
* | "Not synced yet" |
*
* @param {Cal_Not_SyncedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_not_synced = /** @type {((inputs?: Cal_Not_SyncedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_Not_SyncedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_not_synced(inputs)
	return en_cal_not_synced(inputs)
});