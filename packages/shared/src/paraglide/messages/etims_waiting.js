/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Etims_WaitingInputs */

const en_etims_waiting = /** @type {(inputs: Etims_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for KRA: this invoice has been sent to KRA's eTIMS and will carry KRA's numbers once KRA signs it.`)
};

const sw_etims_waiting = /** @type {(inputs: Etims_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inasubiri KRA: ankara hii imetumwa kwa eTIMS ya KRA na itabeba nambari za KRA mara KRA itakapoitia saini.`)
};

/**
* | output |
* | --- |
* | "Waiting for KRA: this invoice has been sent to KRA's eTIMS and will carry KRA's numbers once KRA signs it." |
*
* @param {Etims_WaitingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_waiting = /** @type {((inputs?: Etims_WaitingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Etims_WaitingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_etims_waiting(inputs)
	return en_etims_waiting(inputs)
});