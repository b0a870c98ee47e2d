/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Etims_VerifyInputs */

const en_etims_verify = /** @type {(inputs: Etims_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check on KRA's eTIMS`)
};

const sw_etims_verify = /** @type {(inputs: Etims_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kagua kwenye eTIMS ya KRA`)
};

/**
* | output |
* | --- |
* | "Check on KRA's eTIMS" |
*
* @param {Etims_VerifyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_verify = /** @type {((inputs?: Etims_VerifyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Etims_VerifyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_etims_verify(inputs)
	return en_etims_verify(inputs)
});