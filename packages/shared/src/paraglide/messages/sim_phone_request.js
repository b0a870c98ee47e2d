/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, reference: NonNullable<unknown>, phone: NonNullable<unknown> }} Sim_Phone_RequestInputs */

const en_sim_phone_request = /** @type {(inputs: Sim_Phone_RequestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay KSH ${i?.amount} to Nafasi for ${i?.reference} from ${i?.phone}?`)
};

const sw_sim_phone_request = /** @type {(inputs: Sim_Phone_RequestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lipa KSH ${i?.amount} kwa Nafasi kwa ${i?.reference} kutoka ${i?.phone}?`)
};

/**
* | output |
* | --- |
* | "Pay KSH {amount} to Nafasi for {reference} from {phone}?" |
*
* @param {Sim_Phone_RequestInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const sim_phone_request = /** @type {((inputs: Sim_Phone_RequestInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sim_Phone_RequestInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_sim_phone_request(inputs)
	return en_sim_phone_request(inputs)
});