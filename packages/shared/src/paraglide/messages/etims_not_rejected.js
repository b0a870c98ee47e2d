/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Etims_Not_RejectedInputs */

const en_etims_not_rejected = /** @type {(inputs: Etims_Not_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only a document KRA refused can be sent again.`)
};

const sw_etims_not_rejected = /** @type {(inputs: Etims_Not_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ni hati iliyokataliwa na KRA tu inayoweza kutumwa tena.`)
};

/**
* | output |
* | --- |
* | "Only a document KRA refused can be sent again." |
*
* @param {Etims_Not_RejectedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_not_rejected = /** @type {((inputs?: Etims_Not_RejectedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Etims_Not_RejectedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_etims_not_rejected(inputs)
	return en_etims_not_rejected(inputs)
});