/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown>, busy: NonNullable<unknown> }} Cal_SyncedInputs */

const en_cal_synced = /** @type {(inputs: Cal_SyncedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Synced ${i?.at} · ${i?.busy}`)
};

const sw_cal_synced = /** @type {(inputs: Cal_SyncedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imesawazishwa ${i?.at} · ${i?.busy}`)
};

/**
* | output |
* | --- |
* | "Synced {at} · {busy}" |
*
* @param {Cal_SyncedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_synced = /** @type {((inputs: Cal_SyncedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_SyncedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_synced(inputs)
	return en_cal_synced(inputs)
});