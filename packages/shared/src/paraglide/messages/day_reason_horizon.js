/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Day_Reason_HorizonInputs */

const en_day_reason_horizon = /** @type {(inputs: Day_Reason_HorizonInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Bookings open 1 month ahead`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Bookings open ${i?.count} months ahead`);
	return /** @type {LocalizedString} */ ("day_reason_horizon");
};

const sw_day_reason_horizon = /** @type {(inputs: Day_Reason_HorizonInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Uhifadhi hufunguliwa mwezi 1 kabla`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Uhifadhi hufunguliwa miezi ${i?.count} kabla`);
	return /** @type {LocalizedString} */ ("day_reason_horizon");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Bookings open 1 month ahead" |
* | "other" | "Bookings open {count} months ahead" |
*
* @param {Day_Reason_HorizonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const day_reason_horizon = /** @type {((inputs: Day_Reason_HorizonInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Day_Reason_HorizonInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_day_reason_horizon(inputs)
	return en_day_reason_horizon(inputs)
});