/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Call_In_CallInputs */

const en_call_in_call = /** @type {(inputs: Call_In_CallInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 in the call now.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} in the call now.`);
	return /** @type {LocalizedString} */ ("call_in_call");
};

const sw_call_in_call = /** @type {(inputs: Call_In_CallInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 yuko kwenye simu sasa.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} wako kwenye simu sasa.`);
	return /** @type {LocalizedString} */ ("call_in_call");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 in the call now." |
* | "other" | "{count} in the call now." |
*
* @param {Call_In_CallInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const call_in_call = /** @type {((inputs: Call_In_CallInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Call_In_CallInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_call_in_call(inputs)
	return en_call_in_call(inputs)
});