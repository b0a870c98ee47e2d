/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Status_ProblemsInputs */

const en_status_problems = /** @type {(inputs: Status_ProblemsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Some systems are having problems (${i?.status})`)
};

const sw_status_problems = /** @type {(inputs: Status_ProblemsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Baadhi ya mifumo ina matatizo (${i?.status})`)
};

/**
* | output |
* | --- |
* | "Some systems are having problems ({status})" |
*
* @param {Status_ProblemsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_problems = /** @type {((inputs: Status_ProblemsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_ProblemsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_status_problems(inputs)
	return en_status_problems(inputs)
});