/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ limit: NonNullable<unknown> }} Mpesa_Payer_Day_LimitInputs */

const en_mpesa_payer_day_limit = /** @type {(inputs: Mpesa_Payer_Day_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This number has paid what M-Pesa allows one customer in a day (${i?.limit}). Pay the rest from another number, or from this one tomorrow.`)
};

const sw_mpesa_payer_day_limit = /** @type {(inputs: Mpesa_Payer_Day_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nambari hii imelipa kiwango ambacho M-Pesa inaruhusu mteja mmoja kwa siku (${i?.limit}). Lipa kilichobaki kwa nambari nyingine, au kwa hii kesho.`)
};

/**
* | output |
* | --- |
* | "This number has paid what M-Pesa allows one customer in a day ({limit}). Pay the rest from another number, or from this one tomorrow." |
*
* @param {Mpesa_Payer_Day_LimitInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mpesa_payer_day_limit = /** @type {((inputs: Mpesa_Payer_Day_LimitInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mpesa_Payer_Day_LimitInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_mpesa_payer_day_limit(inputs)
	return en_mpesa_payer_day_limit(inputs)
});