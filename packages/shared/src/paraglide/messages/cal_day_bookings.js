/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Cal_Day_BookingsInputs */

const en_cal_day_bookings = /** @type {(inputs: Cal_Day_BookingsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 booking`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} bookings`);
	return /** @type {LocalizedString} */ ("cal_day_bookings");
};

const sw_cal_day_bookings = /** @type {(inputs: Cal_Day_BookingsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`uhifadhi 1`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`uhifadhi ${i?.count}`);
	return /** @type {LocalizedString} */ ("cal_day_bookings");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 booking" |
* | "other" | "{count} bookings" |
*
* @param {Cal_Day_BookingsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_day_bookings = /** @type {((inputs: Cal_Day_BookingsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cal_Day_BookingsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_cal_day_bookings(inputs)
	return en_cal_day_bookings(inputs)
});