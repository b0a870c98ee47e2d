/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Settle_AdministratorInputs */

const en_privacy_settle_administrator = /** @type {(inputs: Privacy_Settle_AdministratorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nafasi administrators' accounts are closed by another administrator.`)
};

const sw_privacy_settle_administrator = /** @type {(inputs: Privacy_Settle_AdministratorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Akaunti za wasimamizi wa Nafasi hufungwa na msimamizi mwingine.`)
};

/**
* | output |
* | --- |
* | "Nafasi administrators' accounts are closed by another administrator." |
*
* @param {Privacy_Settle_AdministratorInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_settle_administrator = /** @type {((inputs?: Privacy_Settle_AdministratorInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Settle_AdministratorInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_settle_administrator(inputs)
	return en_privacy_settle_administrator(inputs)
});