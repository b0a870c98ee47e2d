/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Etims_Fee_WaitingInputs */

const en_etims_fee_waiting = /** @type {(inputs: Etims_Fee_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`waiting for KRA`)
};

const sw_etims_fee_waiting = /** @type {(inputs: Etims_Fee_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`inasubiri KRA`)
};

/**
* | output |
* | --- |
* | "waiting for KRA" |
*
* @param {Etims_Fee_WaitingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_fee_waiting = /** @type {((inputs?: Etims_Fee_WaitingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Etims_Fee_WaitingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_etims_fee_waiting(inputs)
	return en_etims_fee_waiting(inputs)
});