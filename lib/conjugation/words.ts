/**
 * Word data for the conjugation quiz: verbs (godan, ichidan, irregular) and
 * adjectives (い, な) with reading, type, JLPT level (5 = N5 … 1 = N1) and
 * meanings in English and Vietnamese.
 *
 * Written for Kotonoha. Levels follow the commonly used unofficial JLPT
 * vocabulary lists (the JLPT has published no official word lists since
 * 2010), so a few borderline words may be listed one level apart elsewhere.
 * Types are verified against Debian's EDICT by
 * tests/unit/conjugation-data.test.ts (see scripts/conjugation/edict.ts).
 *
 * Line format inside each block (one word per line, fields separated by |):
 *   dictionary | reading | level | English | Vietnamese [| ref=EDICT headword] [| skip=form,form]
 * - ref: the usual kanji headword for words normally written in kana
 *   (いる → 居る), used only by the EDICT check.
 * - skip: forms that exist morphologically but make no sense for that word
 *   and must not be asked in a quiz (分かる has no potential: *分かれる).
 */
import type { ConjugationForm, WordType } from './index';
import { availableForms, CONJUGATION_FORMS } from './index';

export type JlptLevel = 1 | 2 | 3 | 4 | 5;

export interface WordEntry {
  /** stable id: `${dictionary}:${reading}` */
  id: string;
  dictionary: string;
  reading: string;
  type: WordType;
  /** 5 = N5 (easiest) … 1 = N1 */
  jlpt: JlptLevel;
  meanings: { en: string; vi: string };
  /** EDICT headword when the dictionary form is usually written in kana */
  ref?: string;
  /** forms not to ask in a quiz (semantic gaps) */
  skip?: ConjugationForm[];
}

const GODAN = `
会う|あう|5|to meet|gặp
洗う|あらう|5|to wash|rửa
言う|いう|5|to say|nói
歌う|うたう|5|to sing|hát
買う|かう|5|to buy|mua
吸う|すう|5|to smoke; to inhale|hút (thuốc); hít vào
違う|ちがう|5|to differ; to be wrong|khác; sai|skip=potential,passive,causative,causativePassive,command,volitional
使う|つかう|5|to use|dùng, sử dụng
習う|ならう|5|to learn (from someone)|học (từ ai đó)
もらう|もらう|4|to receive|nhận|ref=貰う
手伝う|てつだう|4|to help|giúp đỡ
払う|はらう|4|to pay|trả (tiền)
拾う|ひろう|4|to pick up|nhặt
思う|おもう|4|to think|nghĩ
笑う|わらう|4|to laugh; to smile|cười
伺う|うかがう|4|to visit; to ask (humble)|đến thăm; hỏi (khiêm nhường)
通う|かよう|4|to commute; to attend regularly|đi lại thường xuyên (đi học, đi làm)
間に合う|まにあう|4|to be in time|kịp (giờ)
行う|おこなう|3|to carry out|tiến hành, thực hiện
向かう|むかう|3|to head towards; to face|hướng về; đi về phía
似合う|にあう|3|to suit|hợp, vừa (với ai)
扱う|あつかう|3|to handle; to treat|xử lý; đối xử
祝う|いわう|3|to celebrate|chúc mừng
失う|うしなう|3|to lose|đánh mất
疑う|うたがう|3|to doubt|nghi ngờ
追う|おう|3|to chase|đuổi theo
誘う|さそう|3|to invite|rủ, mời
従う|したがう|3|to obey; to follow|tuân theo
戦う|たたかう|3|to fight|chiến đấu
迷う|まよう|3|to get lost; to hesitate|lạc đường; phân vân
雇う|やとう|3|to employ|thuê (người làm)
酔う|よう|3|to get drunk|say (rượu)
願う|ねがう|3|to wish; to ask for|mong muốn; cầu mong
救う|すくう|2|to rescue|cứu
奪う|うばう|2|to snatch|cướp, giành lấy
争う|あらそう|2|to compete; to dispute|tranh giành; tranh cãi
誓う|ちかう|2|to vow|thề
補う|おぎなう|2|to make up for|bù đắp, bổ sung
伴う|ともなう|2|to accompany; to involve|đi kèm; kéo theo
養う|やしなう|2|to support; to bring up|nuôi dưỡng
揃う|そろう|2|to be complete; to gather|đủ bộ; tề tựu
整う|ととのう|2|to be in order; to be ready|ngăn nắp; được chuẩn bị đầy đủ
匂う|におう|2|to smell (give off a smell)|có mùi, tỏa mùi
問う|とう|2|to ask; to question|hỏi; chất vấn
敬う|うやまう|1|to respect|kính trọng
賄う|まかなう|1|to cover (costs); to provide|trang trải (chi phí); cung cấp
請う|こう|1|to beg; to request|cầu xin, thỉnh cầu
培う|つちかう|1|to cultivate; to foster|vun đắp, bồi dưỡng
繕う|つくろう|1|to mend|vá, sửa lại
潤う|うるおう|1|to be moistened; to prosper|ẩm ướt; trở nên sung túc
歩く|あるく|5|to walk|đi bộ
行く|いく|5|to go|đi
置く|おく|5|to put|đặt, để
書く|かく|5|to write|viết
聞く|きく|5|to listen; to ask|nghe; hỏi
咲く|さく|5|to bloom|nở (hoa)
着く|つく|5|to arrive|đến nơi
鳴く|なく|5|to sing, to cry (birds, animals)|kêu, hót (chim, thú)
働く|はたらく|5|to work|làm việc
引く|ひく|5|to pull; to catch (a cold)|kéo; bị (cảm)
弾く|ひく|5|to play (piano, guitar)|chơi, đánh (đàn)
吹く|ふく|5|to blow|thổi
磨く|みがく|5|to polish; to brush (teeth)|đánh (răng); đánh bóng
開く|あく|5|to open (intransitive)|mở (tự động từ)
履く|はく|5|to put on (shoes, trousers)|đi (giày); mặc (quần)
泣く|なく|4|to cry|khóc
驚く|おどろく|4|to be surprised|ngạc nhiên
動く|うごく|4|to move|chuyển động, cử động
乾く|かわく|4|to become dry|khô
空く|すく|4|to become empty (of a stomach, a train)|vắng, trống; (bụng) đói|skip=potential,command,volitional,causative,causativePassive
付く|つく|4|to be attached|dính, bám vào
続く|つづく|4|to continue|tiếp diễn, kéo dài
焼く|やく|4|to grill; to bake|nướng
沸く|わく|4|to boil (intransitive)|sôi
持って行く|もっていく|4|to take (something) along|mang đi
開く|ひらく|3|to open|mở ra
抱く|だく|3|to hug|ôm
輝く|かがやく|3|to shine|tỏa sáng, lấp lánh
叩く|たたく|3|to hit; to knock|gõ, đánh
近づく|ちかづく|3|to approach|đến gần
届く|とどく|3|to reach; to be delivered|tới nơi; với tới
解く|とく|3|to solve; to untie|giải (bài); cởi (nút)
抜く|ぬく|3|to pull out|rút ra, nhổ
巻く|まく|3|to wind; to roll up|quấn, cuộn
招く|まねく|3|to invite|mời, chiêu đãi
向く|むく|3|to face|quay về phía, hướng về
気付く|きづく|3|to notice|nhận ra, để ý
掃く|はく|3|to sweep|quét
吐く|はく|3|to vomit; to breathe out|nôn; thở ra
出て行く|でていく|3|to go out; to leave|đi ra ngoài; rời đi
除く|のぞく|2|to remove; to exclude|loại bỏ, trừ ra
傾く|かたむく|2|to lean|nghiêng
基づく|もとづく|2|to be based on|dựa trên|skip=potential,passive,causative,causativePassive,command,volitional
導く|みちびく|2|to guide|dẫn dắt
突く|つく|2|to poke|chọc, đâm
剥く|むく|2|to peel|gọt, bóc (vỏ)
築く|きずく|1|to build|xây dựng
欺く|あざむく|1|to deceive|lừa dối
背く|そむく|1|to disobey|làm trái, chống lại
嘆く|なげく|1|to lament|than thở
退く|しりぞく|1|to retreat|rút lui
頷く|うなずく|1|to nod|gật đầu
囁く|ささやく|1|to whisper|thì thầm
湧く|わく|1|to gush forth|trào ra, phun ra
泳ぐ|およぐ|5|to swim|bơi
脱ぐ|ぬぐ|5|to take off (clothes, shoes)|cởi (quần áo, giày)
急ぐ|いそぐ|4|to hurry|vội, khẩn trương
騒ぐ|さわぐ|4|to make noise|làm ồn
防ぐ|ふせぐ|3|to prevent|phòng ngừa, ngăn chặn
稼ぐ|かせぐ|2|to earn (money)|kiếm (tiền)
注ぐ|そそぐ|2|to pour|rót, đổ vào
嗅ぐ|かぐ|2|to sniff|ngửi
繋ぐ|つなぐ|2|to connect; to tie|nối, buộc
担ぐ|かつぐ|2|to carry on one's shoulder|vác (trên vai)
扇ぐ|あおぐ|2|to fan|quạt
継ぐ|つぐ|2|to succeed to; to inherit|kế thừa, nối nghiệp
漕ぐ|こぐ|2|to row; to pedal|chèo (thuyền); đạp (xe)
仰ぐ|あおぐ|1|to look up to; to ask for|ngước nhìn; xin (chỉ thị)
剥ぐ|はぐ|1|to strip off|lột, bóc
和らぐ|やわらぐ|1|to soften; to ease|dịu đi
揺らぐ|ゆらぐ|1|to waver|lung lay, dao động
塞ぐ|ふさぐ|1|to block; to close up|bịt, chặn lại
研ぐ|とぐ|1|to sharpen; to wash (rice)|mài; vo (gạo)
凌ぐ|しのぐ|1|to endure; to surpass|chống chọi; vượt qua
押す|おす|5|to push; to press|đẩy; ấn
返す|かえす|5|to return (something)|trả lại
貸す|かす|5|to lend|cho mượn
消す|けす|5|to turn off; to erase|tắt; xóa
差す|さす|5|to put up (an umbrella)|giương (ô)
出す|だす|5|to take out; to hand in|lấy ra; nộp
話す|はなす|5|to speak|nói chuyện
渡す|わたす|5|to hand over|trao, đưa
無くす|なくす|4|to lose|làm mất
起こす|おこす|4|to wake (someone) up; to cause|đánh thức; gây ra
思い出す|おもいだす|4|to remember|nhớ ra
壊す|こわす|4|to break|làm hỏng, phá vỡ
探す|さがす|4|to look for|tìm kiếm
直す|なおす|4|to fix; to correct|sửa, chữa
足す|たす|4|to add|cộng, thêm vào
沸かす|わかす|4|to boil (water)|đun sôi
引っ越す|ひっこす|4|to move (house)|chuyển nhà
回す|まわす|3|to turn; to pass around|xoay; chuyền
乾かす|かわかす|3|to dry|làm khô, sấy khô
表す|あらわす|3|to express|biểu thị, thể hiện
隠す|かくす|3|to hide|giấu, che giấu
暮らす|くらす|3|to live|sinh sống
指す|さす|3|to point|chỉ, trỏ
示す|しめす|3|to show|chỉ ra, cho thấy
過ごす|すごす|3|to spend (time)|trải qua (thời gian)
倒す|たおす|3|to knock down; to defeat|làm đổ; đánh bại
落とす|おとす|3|to drop|đánh rơi
減らす|へらす|3|to reduce|giảm bớt
冷やす|ひやす|3|to chill|làm lạnh, ướp lạnh
燃やす|もやす|3|to burn|đốt
許す|ゆるす|3|to forgive; to permit|tha thứ; cho phép
汚す|よごす|3|to make dirty|làm bẩn
干す|ほす|3|to dry (in the sun)|phơi
放す|はなす|3|to let go|thả ra, buông ra
離す|はなす|3|to separate|tách ra, rời ra
外す|はずす|3|to take off; to remove|tháo ra, gỡ ra
流す|ながす|3|to let flow; to wash away|cho chảy; xả trôi
訳す|やくす|3|to translate|dịch
戻す|もどす|3|to put back|trả về chỗ cũ
済ます|すます|3|to finish|làm xong, giải quyết xong
覚ます|さます|3|to wake up; to awaken|làm tỉnh (giấc), thức tỉnh
冷ます|さます|2|to cool down|làm nguội
耕す|たがやす|2|to cultivate|cày, canh tác
果たす|はたす|2|to accomplish|hoàn thành (nhiệm vụ)
尽くす|つくす|2|to devote oneself|tận tụy, hết lòng
見逃す|みのがす|2|to overlook; to miss|bỏ sót; bỏ lỡ
促す|うながす|1|to urge|thúc giục
費やす|ついやす|1|to spend; to expend|tiêu tốn
催す|もよおす|1|to hold (an event)|tổ chức (sự kiện)
覆す|くつがえす|1|to overturn|lật ngược, lật đổ
もたらす|もたらす|1|to bring about|mang lại, đem lại|ref=齎す
脅かす|おびやかす|1|to threaten|đe dọa
待つ|まつ|5|to wait|chờ, đợi
持つ|もつ|5|to hold; to have|cầm; có
立つ|たつ|5|to stand|đứng
勝つ|かつ|4|to win|thắng
役に立つ|やくにたつ|4|to be useful|có ích|skip=potential,passive,causative,causativePassive,command,volitional
打つ|うつ|3|to hit; to type|đánh, đập; gõ (phím)
育つ|そだつ|3|to grow up|lớn lên
目立つ|めだつ|3|to stand out|nổi bật
経つ|たつ|3|to pass (of time)|(thời gian) trôi qua|skip=potential,passive,causative,causativePassive,command,volitional
役立つ|やくだつ|3|to be useful|có ích, hữu dụng|skip=potential,passive,causative,causativePassive,command,volitional
保つ|たもつ|2|to keep; to maintain|giữ, duy trì
撃つ|うつ|2|to shoot|bắn
成り立つ|なりたつ|2|to consist of; to hold true|được cấu thành; đứng vững được|skip=potential,passive,causative,causativePassive,command,volitional
放つ|はなつ|1|to release; to emit|phóng ra, tỏa ra
断つ|たつ|1|to cut off; to give up|cắt đứt, từ bỏ
旅立つ|たびだつ|1|to set out on a journey|lên đường
苛立つ|いらだつ|1|to get irritated|bực bội, sốt ruột
先立つ|さきだつ|1|to precede|đi trước, đi đầu
際立つ|きわだつ|1|to be conspicuous|nổi bật hẳn lên
死ぬ|しぬ|5|to die|chết
遊ぶ|あそぶ|5|to play|chơi
飛ぶ|とぶ|5|to fly|bay
並ぶ|ならぶ|5|to line up|xếp hàng
呼ぶ|よぶ|5|to call|gọi
選ぶ|えらぶ|4|to choose|chọn
運ぶ|はこぶ|4|to carry|chuyên chở, mang vác
喜ぶ|よろこぶ|4|to be glad|vui mừng
学ぶ|まなぶ|3|to study|học tập
結ぶ|むすぶ|3|to tie; to conclude (a contract)|buộc, thắt; ký kết
転ぶ|ころぶ|3|to fall over|ngã
叫ぶ|さけぶ|3|to shout|hét, kêu lên
浮かぶ|うかぶ|3|to float; to come to mind|nổi; hiện lên (trong đầu)
及ぶ|およぶ|2|to reach; to extend to|lan tới, đạt tới
滅ぶ|ほろぶ|1|to perish|bị diệt vong
尊ぶ|とうとぶ|1|to value; to respect|coi trọng, tôn kính
忍ぶ|しのぶ|1|to endure; to do secretly|chịu đựng; lén lút
住む|すむ|5|to live (somewhere)|sống, cư trú
頼む|たのむ|5|to ask (a favour)|nhờ, yêu cầu
飲む|のむ|5|to drink|uống
休む|やすむ|5|to rest; to be absent|nghỉ ngơi; nghỉ (học, làm)
読む|よむ|5|to read|đọc
噛む|かむ|4|to bite; to chew|cắn; nhai
込む|こむ|4|to be crowded|đông đúc|skip=potential,passive,causative,causativePassive,command,volitional
進む|すすむ|4|to advance|tiến lên
済む|すむ|4|to be finished|xong, kết thúc|skip=potential,passive,causative,causativePassive,command,volitional
盗む|ぬすむ|4|to steal|ăn trộm
踏む|ふむ|4|to step on|giẫm lên
止む|やむ|4|to stop (of rain)|tạnh, ngừng|skip=potential,passive,causative,causativePassive,command,volitional
包む|つつむ|4|to wrap|gói, bọc
楽しむ|たのしむ|3|to enjoy|tận hưởng, vui thú
悩む|なやむ|3|to worry; to be troubled|phiền muộn, trăn trở
望む|のぞむ|3|to wish for|mong muốn
含む|ふくむ|3|to contain|bao gồm, chứa
組む|くむ|3|to put together; to cross (arms)|ghép, lắp; khoanh (tay)
積む|つむ|3|to pile up; to load|chất đống; chất (hàng)
沈む|しずむ|3|to sink|chìm
挟む|はさむ|3|to put between|kẹp vào giữa
編む|あむ|3|to knit|đan
囲む|かこむ|3|to surround|bao quanh, vây quanh
憎む|にくむ|2|to hate|căm ghét
刻む|きざむ|2|to chop; to engrave|băm; khắc
縮む|ちぢむ|2|to shrink|co lại
畳む|たたむ|2|to fold|gấp (quần áo, ô)
好む|このむ|2|to like; to prefer|ưa thích
膨らむ|ふくらむ|2|to swell|phồng lên
恨む|うらむ|1|to bear a grudge|oán hận
拒む|こばむ|1|to refuse|cự tuyệt, khước từ
慎む|つつしむ|1|to be careful; to refrain from|thận trọng; kiêng
営む|いとなむ|1|to run (a business)|kinh doanh, điều hành
絡む|からむ|1|to become entangled|vướng vào, dính líu
睨む|にらむ|1|to glare at|lườm, trừng mắt
弾む|はずむ|1|to bounce; to become lively|nảy lên; trở nên sôi nổi
ある|ある|5|to be, to exist (things); to have|có, tồn tại (đồ vật)
帰る|かえる|5|to go home|về (nhà)
入る|はいる|5|to enter|vào
走る|はしる|5|to run|chạy
知る|しる|5|to know; to get to know|biết
切る|きる|5|to cut|cắt
要る|いる|5|to need|cần|skip=potential,passive,causative,causativePassive,command,volitional
売る|うる|5|to sell|bán
終わる|おわる|5|to end|kết thúc
分かる|わかる|5|to understand|hiểu|skip=potential,passive,causative,causativePassive,command,volitional
乗る|のる|5|to ride; to get on|lên, đi (xe, tàu)
取る|とる|5|to take|lấy
作る|つくる|5|to make|làm, chế tạo
座る|すわる|5|to sit|ngồi
降る|ふる|5|to fall (of rain, snow)|rơi (mưa, tuyết)|skip=potential,passive,causative,causativePassive,command,volitional
登る|のぼる|5|to climb|leo
曲がる|まがる|5|to turn|rẽ
困る|こまる|5|to be in trouble|gặp khó khăn, bối rối
なる|なる|5|to become|trở thành|ref=成る
やる|やる|5|to do (casual)|làm (thân mật)|ref=遣る
止まる|とまる|5|to stop|dừng lại
渡る|わたる|5|to cross|băng qua, đi qua
貼る|はる|5|to stick; to paste|dán
始まる|はじまる|5|to begin|bắt đầu
かかる|かかる|5|to take (time, money)|mất, tốn (thời gian, tiền)|ref=掛かる|skip=potential,passive,causative,causativePassive,command,volitional
被る|かぶる|5|to put on (a hat)|đội (mũ)
撮る|とる|4|to take (a photo)|chụp (ảnh)
怒る|おこる|4|to get angry|tức giận
送る|おくる|4|to send|gửi
踊る|おどる|4|to dance|nhảy, múa
上がる|あがる|4|to go up; to rise|đi lên; tăng
下がる|さがる|4|to go down|giảm, đi xuống
集まる|あつまる|4|to gather|tập trung, tụ tập
謝る|あやまる|4|to apologize|xin lỗi
祈る|いのる|4|to pray|cầu nguyện
移る|うつる|4|to move; to shift|di chuyển, chuyển sang
変わる|かわる|4|to change|thay đổi
頑張る|がんばる|4|to do one's best|cố gắng
決まる|きまる|4|to be decided|được quyết định
叱る|しかる|4|to scold|mắng
触る|さわる|4|to touch|sờ, chạm
滑る|すべる|4|to slide; to slip|trượt
釣る|つる|4|to fish|câu (cá)
泊まる|とまる|4|to stay (overnight)|trọ lại, ở lại qua đêm
治る|なおる|4|to get better (of an illness)|khỏi (bệnh)
直る|なおる|4|to be fixed|được sửa lại
鳴る|なる|4|to ring; to sound|kêu, reo
無くなる|なくなる|4|to be lost; to run out|mất; hết
亡くなる|なくなる|4|to pass away|qua đời
眠る|ねむる|4|to sleep|ngủ
残る|のこる|4|to remain|còn lại, ở lại
太る|ふとる|4|to gain weight|béo lên, tăng cân
回る|まわる|4|to turn; to go around|quay; đi vòng quanh
守る|まもる|4|to protect; to keep (a promise)|bảo vệ; giữ (lời hứa)
戻る|もどる|4|to go back|quay lại
参る|まいる|4|to go; to come (humble)|đi; đến (khiêm nhường)
光る|ひかる|4|to shine|phát sáng, lấp lánh
見つかる|みつかる|4|to be found|được tìm thấy
飾る|かざる|4|to decorate|trang trí
塗る|ぬる|4|to paint; to spread|sơn; bôi, phết
折る|おる|4|to break; to fold|bẻ gãy; gấp
通る|とおる|4|to pass through|đi qua
曇る|くもる|4|to become cloudy|trời nhiều mây, u ám|skip=potential,passive,causative,causativePassive,command,volitional
くださる|くださる|4|to give (honorific)|cho, tặng (tôn kính)|ref=下さる
いらっしゃる|いらっしゃる|4|to come; to go; to be (honorific)|đến; đi; ở (tôn kính)
おっしゃる|おっしゃる|4|to say (honorific)|nói (tôn kính)|ref=仰る
なさる|なさる|4|to do (honorific)|làm (tôn kính)|ref=為さる
ござる|ござる|4|to be (very polite, used as ございます)|có; là (rất lịch sự, dùng ở dạng ございます)|ref=御座る
喋る|しゃべる|3|to chat|nói chuyện, tán gẫu
蹴る|ける|3|to kick|đá
減る|へる|3|to decrease|giảm|skip=potential,passive,causative,causativePassive,command,volitional
限る|かぎる|3|to limit|giới hạn
当たる|あたる|3|to hit; to be correct|trúng; đúng
余る|あまる|3|to be left over|thừa, dư|skip=potential,passive,causative,causativePassive,command,volitional
握る|にぎる|3|to grasp|nắm chặt
縛る|しばる|3|to tie up|trói, buộc
絞る|しぼる|3|to wring; to squeeze|vắt
黙る|だまる|3|to fall silent|im lặng
頼る|たよる|3|to rely on|dựa vào, nhờ cậy
譲る|ゆずる|3|to hand over; to give up (a seat)|nhường; chuyển nhượng
破る|やぶる|3|to tear; to break (a promise)|xé; phá vỡ (lời hứa)
寄る|よる|3|to drop by|ghé qua
散る|ちる|3|to fall (of leaves, petals)|rơi, rụng (lá, hoa)
割る|わる|3|to break; to divide|làm vỡ; chia
配る|くばる|3|to distribute|phân phát
断る|ことわる|3|to refuse|từ chối
受け取る|うけとる|3|to receive|nhận
代わる|かわる|3|to take the place of|thay thế
伝わる|つたわる|3|to be conveyed|được truyền đạt, lan truyền
加わる|くわわる|3|to join; to be added|tham gia; được thêm vào
助かる|たすかる|3|to be saved; to be helped|được cứu; đỡ vất vả (nhờ được giúp)
掘る|ほる|3|to dig|đào
測る|はかる|3|to measure|đo
腐る|くさる|3|to rot|thối, hỏng
照る|てる|2|to shine (of the sun)|(mặt trời) chiếu sáng
迫る|せまる|2|to draw near; to press (for)|đến gần; thúc ép
混じる|まじる|2|to be mixed|lẫn vào, trộn lẫn
湿る|しめる|2|to become damp|bị ẩm, ẩm ướt
焦る|あせる|2|to be in a hurry; to be flustered|sốt ruột, cuống lên
茂る|しげる|2|to grow thick|mọc um tùm, rậm rạp
陥る|おちいる|1|to fall into (a situation)|rơi vào (tình trạng)
遮る|さえぎる|1|to interrupt; to block|cắt ngang; che chắn
罵る|ののしる|1|to abuse verbally|chửi rủa
嘲る|あざける|1|to ridicule|chế nhạo
捻る|ひねる|1|to twist|vặn, xoắn
練る|ねる|1|to knead; to work out (a plan)|nhào (bột); trau chuốt (kế hoạch)
耽る|ふける|1|to indulge in|đắm chìm, mải mê
契る|ちぎる|1|to pledge|thề ước
漲る|みなぎる|1|to be full of|tràn đầy
`;

const ICHIDAN = `
開ける|あける|5|to open|mở
浴びる|あびる|5|to take (a shower)|tắm (vòi sen)
あげる|あげる|5|to give|cho, tặng|ref=上げる
いる|いる|5|to be, to exist (people, animals)|có, ở (người, động vật)|ref=居る
入れる|いれる|5|to put in|cho vào
生まれる|うまれる|5|to be born|được sinh ra
起きる|おきる|5|to get up|thức dậy
教える|おしえる|5|to teach; to tell|dạy; chỉ cho
覚える|おぼえる|5|to memorize; to remember|nhớ, học thuộc
降りる|おりる|5|to get off|xuống (xe, tàu)
掛ける|かける|5|to hang; to make (a phone call)|treo; gọi (điện thoại)
借りる|かりる|5|to borrow|mượn
消える|きえる|5|to disappear; to go out (of a light)|biến mất; tắt
着る|きる|5|to wear (on the upper body)|mặc (áo)
答える|こたえる|5|to answer|trả lời
閉める|しめる|5|to close|đóng
締める|しめる|5|to tighten; to tie|thắt, buộc chặt
食べる|たべる|5|to eat|ăn
疲れる|つかれる|5|to get tired|mệt
つける|つける|5|to turn on; to attach|bật (đèn); gắn vào|ref=付ける
勤める|つとめる|5|to work for|làm việc (cho công ty)
出かける|でかける|5|to go out|ra ngoài
できる|できる|5|to be able to; to be completed|có thể; làm xong|ref=出来る|skip=potential,passive,causative,causativePassive,command,volitional
出る|でる|5|to go out; to leave|ra, rời khỏi
並べる|ならべる|5|to line up; to arrange|xếp, bày
寝る|ねる|5|to sleep; to go to bed|ngủ, đi ngủ
晴れる|はれる|5|to clear up (of weather)|(trời) quang, nắng|skip=potential,passive,causative,causativePassive,command,volitional
見せる|みせる|5|to show|cho xem
見る|みる|5|to see; to watch|xem, nhìn
忘れる|わすれる|5|to forget|quên
始める|はじめる|4|to begin|bắt đầu (làm gì)
集める|あつめる|4|to collect|thu thập, sưu tầm
生きる|いきる|4|to live|sống
植える|うえる|4|to plant|trồng
受ける|うける|4|to receive; to take (an exam)|nhận; dự (thi)
落ちる|おちる|4|to fall|rơi
下りる|おりる|4|to go down|đi xuống
変える|かえる|4|to change|thay đổi (làm cho khác đi)
考える|かんがえる|4|to think about|suy nghĩ
片付ける|かたづける|4|to tidy up|dọn dẹp
決める|きめる|4|to decide|quyết định
比べる|くらべる|4|to compare|so sánh
くれる|くれる|4|to give (to me)|cho (tôi)|ref=呉れる
暮れる|くれる|4|to get dark|(trời) tối|skip=potential,passive,causative,causativePassive,command,volitional
壊れる|こわれる|4|to break (intransitive)|bị hỏng, bị vỡ
下げる|さげる|4|to lower|hạ xuống
知らせる|しらせる|4|to notify|thông báo
過ぎる|すぎる|4|to pass; to exceed|đi qua; vượt quá
捨てる|すてる|4|to throw away|vứt bỏ
育てる|そだてる|4|to raise; to bring up|nuôi dưỡng
倒れる|たおれる|4|to fall over; to collapse|đổ, ngã; ngã bệnh
訪ねる|たずねる|4|to visit|thăm
尋ねる|たずねる|4|to ask|hỏi
建てる|たてる|4|to build|xây dựng
足りる|たりる|4|to be enough|đủ|skip=potential,passive,causative,causativePassive,command,volitional
捕まえる|つかまえる|4|to catch|bắt, tóm
伝える|つたえる|4|to tell; to convey|truyền đạt, nhắn
続ける|つづける|4|to continue|tiếp tục (làm gì)
連れる|つれる|4|to take (someone) along|dẫn theo
届ける|とどける|4|to deliver|chuyển đến, giao
止める|とめる|4|to stop|dừng, đỗ (xe)
投げる|なげる|4|to throw|ném
慣れる|なれる|4|to get used to|quen với
似る|にる|4|to resemble|giống
逃げる|にげる|4|to run away|chạy trốn
濡れる|ぬれる|4|to get wet|bị ướt
乗り換える|のりかえる|4|to change (trains)|đổi (tàu, xe)
冷える|ひえる|4|to get cold|trở nên lạnh
増える|ふえる|4|to increase|tăng lên
褒める|ほめる|4|to praise|khen
負ける|まける|4|to lose|thua
間違える|まちがえる|4|to make a mistake|nhầm, sai
見える|みえる|4|to be visible|nhìn thấy được|skip=potential,passive,causative,causativePassive,command,volitional
聞こえる|きこえる|4|to be audible|nghe thấy được|skip=potential,passive,causative,causativePassive,command,volitional
見つける|みつける|4|to find|tìm thấy
迎える|むかえる|4|to welcome; to pick up|đón
辞める|やめる|4|to quit|nghỉ (việc), thôi
焼ける|やける|4|to be grilled; to burn|được nướng; bị cháy
揺れる|ゆれる|4|to shake; to sway|rung lắc
汚れる|よごれる|4|to get dirty|bị bẩn
別れる|わかれる|4|to part; to break up|chia tay
割れる|われる|4|to break (intransitive)|bị vỡ
遅れる|おくれる|4|to be late|muộn, trễ
調べる|しらべる|4|to investigate; to look up|điều tra; tra cứu
着替える|きがえる|3|to change clothes|thay quần áo
預ける|あずける|3|to deposit; to leave with|gửi (đồ, tiền)
与える|あたえる|3|to give|cho, trao
現れる|あらわれる|3|to appear|xuất hiện
抑える|おさえる|3|to hold down; to restrain|đè xuống; kìm nén
恐れる|おそれる|3|to fear|sợ hãi
抱える|かかえる|3|to hold in one's arms; to have (problems)|ôm; mang (vấn đề)
数える|かぞえる|3|to count|đếm
隠れる|かくれる|3|to hide (oneself)|trốn, ẩn nấp
重ねる|かさねる|3|to pile up; to repeat|chồng lên; lặp lại
枯れる|かれる|3|to wither|khô héo
加える|くわえる|3|to add|thêm vào
越える|こえる|3|to cross over|vượt qua
避ける|さける|3|to avoid|tránh
支える|ささえる|3|to support|chống đỡ, hỗ trợ
覚める|さめる|3|to wake up|tỉnh giấc
冷める|さめる|3|to cool down|nguội đi
閉じる|とじる|3|to close|nhắm (mắt); đóng lại
信じる|しんじる|3|to believe|tin tưởng
感じる|かんじる|3|to feel|cảm thấy
優れる|すぐれる|3|to excel|vượt trội, xuất sắc
備える|そなえる|3|to prepare for|chuẩn bị, phòng bị
整える|ととのえる|3|to arrange; to put in order|sắp xếp, chỉnh đốn
詰める|つめる|3|to pack; to stuff|nhồi, nhét
溶ける|とける|3|to melt|tan chảy
努める|つとめる|3|to strive|nỗ lực
混ぜる|まぜる|3|to mix|trộn
任せる|まかせる|3|to entrust|giao phó
認める|みとめる|3|to admit; to recognize|thừa nhận, công nhận
求める|もとめる|3|to request; to seek|yêu cầu; tìm kiếm
燃える|もえる|3|to burn (intransitive)|cháy
破れる|やぶれる|3|to tear (intransitive)|bị rách
述べる|のべる|3|to state|trình bày, phát biểu
離れる|はなれる|3|to leave; to be separated|rời xa, cách xa
外れる|はずれる|3|to come off; to miss|bị tuột ra; trượt (không trúng)
広げる|ひろげる|3|to spread; to widen|mở rộng, trải ra
触れる|ふれる|3|to touch|chạm vào
吠える|ほえる|3|to bark|sủa
飽きる|あきる|2|to get tired of|chán
諦める|あきらめる|2|to give up|từ bỏ
改める|あらためる|2|to change; to revise|sửa đổi, cải thiện
憧れる|あこがれる|2|to long for|ngưỡng mộ, khao khát
荒れる|あれる|2|to be rough; to be stormy|(biển) động; (thời tiết) xấu
納める|おさめる|2|to pay; to supply|nộp (thuế)
傾ける|かたむける|2|to tilt; to devote|nghiêng; dồn (tâm sức)
蓄える|たくわえる|2|to store|tích trữ
試みる|こころみる|2|to attempt|thử, thử nghiệm
眺める|ながめる|2|to gaze at|ngắm nhìn
慰める|なぐさめる|2|to comfort|an ủi
延びる|のびる|2|to be extended|được kéo dài
妨げる|さまたげる|2|to obstruct|cản trở
定める|さだめる|2|to decide; to establish|quy định, xác định
占める|しめる|2|to occupy|chiếm
攻める|せめる|2|to attack|tấn công
責める|せめる|2|to blame|trách móc
揃える|そろえる|2|to gather; to make uniform|chuẩn bị đủ; làm cho đồng đều
唱える|となえる|2|to recite; to advocate|đọc (kinh); đề xướng
設ける|もうける|2|to establish; to set up|thiết lập, lập ra
捉える|とらえる|2|to grasp; to capture|nắm bắt
生じる|しょうじる|2|to arise|phát sinh, nảy sinh
挙げる|あげる|2|to raise; to give (an example)|giơ lên; nêu (ví dụ)
怠ける|なまける|2|to be lazy|lười biếng
用いる|もちいる|1|to use|sử dụng
強いる|しいる|1|to force|ép buộc
報いる|むくいる|1|to reward; to repay|đền đáp, báo đáp
率いる|ひきいる|1|to lead|dẫn đầu, chỉ huy
顧みる|かえりみる|1|to look back on|nhìn lại, hồi tưởng
滅びる|ほろびる|1|to perish|diệt vong
朽ちる|くちる|1|to rot|mục nát
帯びる|おびる|1|to take on (a quality)|mang (tính chất), nhuốm
老いる|おいる|1|to grow old|già đi
委ねる|ゆだねる|1|to entrust|giao phó, phó thác
授ける|さずける|1|to grant|ban cho, truyền thụ
遂げる|とげる|1|to accomplish|đạt được, hoàn thành
隔てる|へだてる|1|to separate|ngăn cách
掲げる|かかげる|1|to hoist; to put up|treo lên, giương cao
`;

const IRREGULAR = `
する|する|5|to do|làm|ref=為る
来る|くる|5|to come|đến
勉強する|べんきょうする|5|to study|học
結婚する|けっこんする|5|to marry|kết hôn
散歩する|さんぽする|5|to take a walk|đi dạo
洗濯する|せんたくする|5|to do the laundry|giặt giũ
掃除する|そうじする|5|to clean|dọn dẹp, quét dọn
練習する|れんしゅうする|5|to practise|luyện tập
質問する|しつもんする|5|to ask a question|đặt câu hỏi
電話する|でんわする|5|to phone|gọi điện thoại
旅行する|りょこうする|5|to travel|du lịch
料理する|りょうりする|5|to cook|nấu ăn
持って来る|もってくる|4|to bring|mang đến
案内する|あんないする|4|to guide|hướng dẫn
運転する|うんてんする|4|to drive|lái xe
準備する|じゅんびする|4|to prepare|chuẩn bị
説明する|せつめいする|4|to explain|giải thích
相談する|そうだんする|4|to consult|bàn bạc, hỏi ý kiến
心配する|しんぱいする|4|to worry|lo lắng
出発する|しゅっぱつする|4|to depart|xuất phát
連絡する|れんらくする|4|to contact|liên lạc
招待する|しょうたいする|4|to invite|mời
予約する|よやくする|4|to reserve|đặt trước
見物する|けんぶつする|4|to go sightseeing|tham quan
遠慮する|えんりょする|4|to hold back|ngại ngần, khách sáo
研究する|けんきゅうする|4|to research|nghiên cứu
留学する|りゅうがくする|4|to study abroad|du học
計画する|けいかくする|4|to plan|lên kế hoạch
運動する|うんどうする|4|to exercise|vận động, tập thể dục
入院する|にゅういんする|4|to be hospitalized|nhập viện
退院する|たいいんする|4|to leave hospital|xuất viện
復習する|ふくしゅうする|4|to review (lessons)|ôn tập
卒業する|そつぎょうする|4|to graduate|tốt nghiệp
失敗する|しっぱいする|4|to fail|thất bại
世話する|せわする|4|to look after|chăm sóc
びっくりする|びっくりする|4|to be surprised|ngạc nhiên, giật mình
連れて来る|つれてくる|3|to bring (someone) along|dẫn (ai) đến
経験する|けいけんする|3|to experience|trải qua, trải nghiệm
成功する|せいこうする|3|to succeed|thành công
参加する|さんかする|3|to participate|tham gia
賛成する|さんせいする|3|to agree|tán thành
反対する|はんたいする|3|to oppose|phản đối
努力する|どりょくする|3|to make an effort|nỗ lực
感動する|かんどうする|3|to be moved|cảm động
協力する|きょうりょくする|3|to cooperate|hợp tác
我慢する|がまんする|3|to put up with|chịu đựng, nhẫn nhịn
愛する|あいする|3|to love|yêu
発見する|はっけんする|3|to discover|phát hiện
生活する|せいかつする|3|to live; to make a living|sinh sống
検討する|けんとうする|2|to examine; to consider|xem xét, cân nhắc
提案する|ていあんする|2|to propose|đề xuất
実施する|じっしする|2|to carry out|thực thi, triển khai
分析する|ぶんせきする|2|to analyse|phân tích
要求する|ようきゅうする|2|to demand|yêu cầu, đòi hỏi
改善する|かいぜんする|2|to improve|cải thiện
訳する|やくする|1|to translate|dịch
略する|りゃくする|1|to abbreviate|viết tắt, lược bớt
課する|かする|1|to impose (a tax, a task)|đánh (thuế); giao (nhiệm vụ)
解する|かいする|1|to understand; to interpret|hiểu; lý giải
貢献する|こうけんする|1|to contribute|đóng góp, cống hiến
把握する|はあくする|1|to grasp (a situation)|nắm bắt, nắm rõ
配慮する|はいりょする|1|to take into consideration|quan tâm, lưu ý
模索する|もさくする|1|to grope for|tìm tòi, mò mẫm
`;

const I_ADJECTIVES = `
青い|あおい|5|blue|xanh (da trời)
赤い|あかい|5|red|đỏ
明るい|あかるい|5|bright|sáng sủa
暖かい|あたたかい|5|warm|ấm áp
新しい|あたらしい|5|new|mới
暑い|あつい|5|hot (weather)|nóng (thời tiết)
熱い|あつい|5|hot (to the touch)|nóng (khi chạm vào)
厚い|あつい|5|thick|dày
危ない|あぶない|5|dangerous|nguy hiểm
甘い|あまい|5|sweet|ngọt
いい|いい|5|good|tốt
良い|よい|5|good|tốt
忙しい|いそがしい|5|busy|bận rộn
痛い|いたい|5|painful|đau
薄い|うすい|5|thin; weak (of taste)|mỏng; nhạt
美味しい|おいしい|5|delicious|ngon
多い|おおい|5|many; a lot|nhiều
大きい|おおきい|5|big|to, lớn
遅い|おそい|5|slow; late|chậm; muộn
重い|おもい|5|heavy|nặng
面白い|おもしろい|5|interesting|thú vị
辛い|からい|5|spicy|cay
軽い|かるい|5|light|nhẹ
可愛い|かわいい|5|cute|dễ thương
汚い|きたない|5|dirty|bẩn
黄色い|きいろい|5|yellow|vàng
暗い|くらい|5|dark|tối
黒い|くろい|5|black|đen
寒い|さむい|5|cold (weather)|lạnh (thời tiết)
白い|しろい|5|white|trắng
少ない|すくない|5|few; little|ít
狭い|せまい|5|narrow; cramped|chật, hẹp
涼しい|すずしい|5|cool|mát mẻ
高い|たかい|5|expensive; tall|đắt; cao
楽しい|たのしい|5|fun|vui
小さい|ちいさい|5|small|nhỏ
近い|ちかい|5|near|gần
つまらない|つまらない|5|boring|chán, nhạt nhẽo
冷たい|つめたい|5|cold (to the touch)|lạnh (khi chạm vào)
強い|つよい|5|strong|mạnh
遠い|とおい|5|far|xa
長い|ながい|5|long|dài
早い|はやい|5|early|sớm
速い|はやい|5|fast|nhanh
低い|ひくい|5|low; short|thấp
広い|ひろい|5|wide; spacious|rộng
太い|ふとい|5|thick (in diameter)|to, dày (đường kính lớn)
古い|ふるい|5|old (of things)|cũ
欲しい|ほしい|5|wanted|muốn có
細い|ほそい|5|thin; slender|mảnh, thon
まずい|まずい|5|bad-tasting|dở, không ngon|ref=不味い
丸い|まるい|5|round|tròn
短い|みじかい|5|short|ngắn
難しい|むずかしい|5|difficult|khó
易しい|やさしい|5|easy|dễ
安い|やすい|5|cheap|rẻ
弱い|よわい|5|weak|yếu
若い|わかい|5|young|trẻ
悪い|わるい|5|bad|xấu, tồi
うるさい|うるさい|4|noisy; annoying|ồn ào; phiền phức|ref=煩い
浅い|あさい|4|shallow|nông, cạn
美しい|うつくしい|4|beautiful|đẹp
嬉しい|うれしい|4|glad|vui mừng
怖い|こわい|4|scary|đáng sợ
寂しい|さびしい|4|lonely|cô đơn
珍しい|めずらしい|4|rare|hiếm
眠い|ねむい|4|sleepy|buồn ngủ
苦い|にがい|4|bitter|đắng
恥ずかしい|はずかしい|4|embarrassing; shy|xấu hổ, ngại
酷い|ひどい|4|terrible; cruel|tệ hại, quá đáng
深い|ふかい|4|deep|sâu
正しい|ただしい|4|correct|đúng
優しい|やさしい|4|kind; gentle|hiền lành, tốt bụng
柔らかい|やわらかい|4|soft|mềm
硬い|かたい|4|hard|cứng
細かい|こまかい|4|fine; detailed|nhỏ, chi tiết
悲しい|かなしい|4|sad|buồn
素晴らしい|すばらしい|4|wonderful|tuyệt vời
凄い|すごい|4|amazing; terrible|tuyệt, ghê gớm
かっこいい|かっこいい|4|cool; good-looking|ngầu, bảnh bao|ref=格好いい
懐かしい|なつかしい|3|nostalgic|gợi nhớ, hoài niệm
厳しい|きびしい|3|strict|nghiêm khắc
悔しい|くやしい|3|frustrating; vexing|cay cú, tiếc nuối (vì thua)
貧しい|まずしい|3|poor|nghèo
激しい|はげしい|3|intense|dữ dội
鋭い|するどい|3|sharp|sắc, nhọn
鈍い|にぶい|3|dull; slow|cùn; chậm chạp
詳しい|くわしい|3|detailed; well-informed|chi tiết; am hiểu
怪しい|あやしい|3|suspicious|đáng ngờ
羨ましい|うらやましい|3|envious|ghen tị, đáng ghen tị
恐ろしい|おそろしい|3|terrifying|khủng khiếp
賢い|かしこい|3|wise; clever|thông minh, khôn ngoan
苦しい|くるしい|3|painful; hard|khổ sở, vất vả
親しい|したしい|3|close (friend)|thân thiết
大人しい|おとなしい|3|quiet; well-behaved|hiền lành, ngoan
辛い|つらい|3|painful; hard to bear|khổ sở, cay đắng
蒸し暑い|むしあつい|3|humid|oi bức
眩しい|まぶしい|3|dazzling|chói mắt
騒がしい|さわがしい|2|noisy|ồn ào, náo động
温い|ぬるい|2|lukewarm|âm ấm, hâm hẩm
望ましい|のぞましい|2|desirable|đáng mong muốn
険しい|けわしい|2|steep|dốc đứng, hiểm trở
緩い|ゆるい|2|loose|lỏng
狡い|ずるい|2|sly; unfair|xảo quyệt, ăn gian
幼い|おさない|2|very young|nhỏ tuổi, non nớt
惜しい|おしい|2|regrettable; precious|đáng tiếc; tiếc
濃い|こい|2|dark; thick (colour, taste)|đậm, đặc
粗い|あらい|2|coarse|thô
醜い|みにくい|2|ugly|xấu xí
等しい|ひとしい|2|equal|bằng nhau
尊い|とうとい|2|precious; noble|quý báu, cao quý
薄暗い|うすぐらい|2|dim|tối mờ mờ
面倒臭い|めんどうくさい|2|bothersome|phiền phức, ngại làm
清い|きよい|1|pure|trong sạch
潔い|いさぎよい|1|gracious; resolute|dứt khoát, cao thượng
著しい|いちじるしい|1|remarkable|đáng kể, rõ rệt
乏しい|とぼしい|1|scarce|thiếu thốn, nghèo nàn
夥しい|おびただしい|1|abundant; huge (in number)|vô số, rất nhiều
逞しい|たくましい|1|sturdy; robust|vạm vỡ, mạnh mẽ
相応しい|ふさわしい|1|appropriate|phù hợp, xứng đáng
慌ただしい|あわただしい|1|hurried; busy|vội vã, tất bật
煩わしい|わずらわしい|1|troublesome|phiền toái
紛らわしい|まぎらわしい|1|confusing|dễ gây nhầm lẫn
目覚ましい|めざましい|1|remarkable; striking|đáng kinh ngạc, ngoạn mục
頼もしい|たのもしい|1|reliable|đáng tin cậy
華々しい|はなばなしい|1|brilliant; spectacular|rực rỡ, huy hoàng
素っ気ない|そっけない|1|curt|lạnh nhạt, cộc lốc
呆気ない|あっけない|1|disappointingly brief|chóng vánh, hụt hẫng
心細い|こころぼそい|1|helpless; forlorn|lẻ loi, bất an
仰々しい|ぎょうぎょうしい|1|exaggerated; pompous|phô trương, khoa trương
`;

const NA_ADJECTIVES = `
嫌い|きらい|5|disliked|ghét
綺麗|きれい|5|pretty; clean|đẹp; sạch sẽ
静か|しずか|5|quiet|yên tĩnh
好き|すき|5|liked|thích
大好き|だいすき|5|much loved|rất thích
上手|じょうず|5|skilful|giỏi
下手|へた|5|unskilful|kém, dở
丈夫|じょうぶ|5|sturdy; healthy|bền, chắc; khỏe mạnh
大丈夫|だいじょうぶ|5|all right|ổn, không sao
賑やか|にぎやか|5|lively|náo nhiệt
暇|ひま|5|free (time)|rảnh rỗi
有名|ゆうめい|5|famous|nổi tiếng
便利|べんり|5|convenient|tiện lợi
元気|げんき|5|healthy; energetic|khỏe mạnh, hăng hái
大切|たいせつ|5|important; precious|quan trọng, quý giá
大変|たいへん|5|hard; serious|vất vả; nghiêm trọng
いろいろ|いろいろ|5|various|nhiều loại, đa dạng|ref=色々
嫌|いや|5|unpleasant; disagreeable|không thích, khó chịu
立派|りっぱ|5|splendid|tuyệt vời, đáng nể
結構|けっこう|5|fine; enough|tốt; đủ rồi
簡単|かんたん|4|simple|đơn giản
安全|あんぜん|4|safe|an toàn
危険|きけん|4|dangerous|nguy hiểm
大事|だいじ|4|important|quan trọng
特別|とくべつ|4|special|đặc biệt
必要|ひつよう|4|necessary|cần thiết
自由|じゆう|4|free|tự do
十分|じゅうぶん|4|enough|đủ
親切|しんせつ|4|kind|tử tế
丁寧|ていねい|4|polite; careful|lịch sự; cẩn thận
熱心|ねっしん|4|enthusiastic|nhiệt tình
真面目|まじめ|4|serious; diligent|nghiêm túc, chăm chỉ
残念|ざんねん|4|regrettable|đáng tiếc
無理|むり|4|impossible; unreasonable|không thể, quá sức
不便|ふべん|4|inconvenient|bất tiện
複雑|ふくざつ|4|complicated|phức tạp
適当|てきとう|4|suitable; sloppy|thích hợp; qua loa
変|へん|4|strange|lạ
確か|たしか|4|certain|chắc chắn
盛ん|さかん|4|thriving|thịnh vượng, phát triển mạnh
急|きゅう|4|sudden; urgent|đột ngột; gấp
駄目|だめ|4|no good|không được, hỏng
失礼|しつれい|4|rude|thất lễ
普通|ふつう|4|ordinary|bình thường
得意|とくい|4|good at|giỏi, sở trường
苦手|にがて|4|poor at; not fond of|kém, không giỏi; không ưa
邪魔|じゃま|4|in the way; a nuisance|cản trở, vướng víu
正直|しょうじき|3|honest|thật thà
幸せ|しあわせ|3|happy|hạnh phúc
平和|へいわ|3|peaceful|hòa bình
素敵|すてき|3|lovely|tuyệt vời, dễ thương
自然|しぜん|3|natural|tự nhiên
正確|せいかく|3|accurate|chính xác
明らか|あきらか|3|clear; obvious|rõ ràng
豊か|ゆたか|3|rich; abundant|giàu có, phong phú
新鮮|しんせん|3|fresh|tươi
素直|すなお|3|obedient; frank|ngoan ngoãn; thẳng thắn
重要|じゅうよう|3|important|quan trọng
退屈|たいくつ|3|boring|nhàm chán
可哀想|かわいそう|3|pitiful|đáng thương
平気|へいき|3|calm; unconcerned|bình thản, không sao
健康|けんこう|3|healthy|khỏe mạnh
無駄|むだ|3|wasteful; useless|lãng phí, vô ích
不思議|ふしぎ|3|mysterious|kỳ lạ, bí ẩn
贅沢|ぜいたく|3|luxurious|xa xỉ
地味|じみ|3|plain; sober|giản dị, mộc mạc
派手|はで|3|showy|lòe loẹt, sặc sỡ
迷惑|めいわく|3|annoying; troublesome|phiền hà
穏やか|おだやか|3|calm; gentle|ôn hòa, êm dịu
積極的|せっきょくてき|3|active; positive|tích cực
曖昧|あいまい|2|vague|mơ hồ
頑固|がんこ|2|stubborn|cứng đầu
困難|こんなん|2|difficult|khó khăn
貴重|きちょう|2|precious|quý giá
慎重|しんちょう|2|careful|thận trọng
滑らか|なめらか|2|smooth|trơn tru, mượt mà
爽やか|さわやか|2|refreshing|sảng khoái, dễ chịu
鮮やか|あざやか|2|vivid|tươi sáng, rực rỡ
華やか|はなやか|2|gorgeous|lộng lẫy
緩やか|ゆるやか|2|gentle; slow|thoai thoải, chậm rãi
僅か|わずか|2|slight; only a little|chút ít, ít ỏi
愚か|おろか|2|foolish|ngu ngốc
上品|じょうひん|2|elegant|thanh lịch
下品|げひん|2|vulgar|thô tục
独特|どくとく|2|unique; peculiar|độc đáo, riêng biệt
消極的|しょうきょくてき|2|passive; negative|thụ động, tiêu cực
柔軟|じゅうなん|1|flexible|linh hoạt, mềm dẻo
完璧|かんぺき|1|perfect|hoàn hảo
厳重|げんじゅう|1|strict; rigorous|nghiêm ngặt
強引|ごういん|1|pushy; forcible|cưỡng ép, bất chấp
露骨|ろこつ|1|blatant|lộ liễu, trắng trợn
巧妙|こうみょう|1|ingenious|khéo léo, tinh xảo
率直|そっちょく|1|frank|thẳng thắn
朗らか|ほがらか|1|cheerful|vui vẻ, tươi tắn
速やか|すみやか|1|prompt|nhanh chóng
健やか|すこやか|1|healthy; sound|khỏe mạnh
疎か|おろそか|1|negligent|xao nhãng, cẩu thả
厄介|やっかい|1|troublesome|phiền toái, rắc rối
円滑|えんかつ|1|smooth|suôn sẻ, trôi chảy
顕著|けんちょ|1|remarkable; striking|rõ rệt, nổi bật
頑丈|がんじょう|1|sturdy|chắc chắn, bền
`;

function parseBlock(block: string, type: WordType): WordEntry[] {
  const out: WordEntry[] = [];
  for (const raw of block.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const [dictionary, reading, level, en, vi, ...extra] = line.split('|');
    const jlpt = Number(level);
    if (!dictionary || !reading || !en || !vi || ![1, 2, 3, 4, 5].includes(jlpt)) {
      throw new Error(`words.ts: malformed line "${line}"`);
    }
    const entry: WordEntry = {
      id: `${dictionary}:${reading}`,
      dictionary,
      reading,
      type,
      jlpt: jlpt as JlptLevel,
      meanings: { en, vi },
    };
    for (const field of extra) {
      const [key, value] = field.split('=');
      if (key === 'ref' && value) entry.ref = value;
      else if (key === 'skip' && value) {
        const forms = value.split(',') as ConjugationForm[];
        for (const f of forms) {
          if (!CONJUGATION_FORMS.includes(f)) throw new Error(`words.ts: unknown form "${f}" in "${line}"`);
        }
        entry.skip = forms;
      } else throw new Error(`words.ts: unknown field "${field}" in "${line}"`);
    }
    out.push(entry);
  }
  return out;
}

export const GODAN_VERBS: readonly WordEntry[] = parseBlock(GODAN, 'godan');
export const ICHIDAN_VERBS: readonly WordEntry[] = parseBlock(ICHIDAN, 'ichidan');
export const IRREGULAR_VERBS: readonly WordEntry[] = parseBlock(IRREGULAR, 'irregular');
export const I_ADJECTIVES_LIST: readonly WordEntry[] = parseBlock(I_ADJECTIVES, 'i-adjective');
export const NA_ADJECTIVES_LIST: readonly WordEntry[] = parseBlock(NA_ADJECTIVES, 'na-adjective');

export const VERBS: readonly WordEntry[] = [...GODAN_VERBS, ...ICHIDAN_VERBS, ...IRREGULAR_VERBS];
export const ADJECTIVES: readonly WordEntry[] = [...I_ADJECTIVES_LIST, ...NA_ADJECTIVES_LIST];
export const WORDS: readonly WordEntry[] = [...VERBS, ...ADJECTIVES];

const BY_ID = new Map(WORDS.map((w) => [w.id, w]));

export function findWord(id: string): WordEntry | undefined {
  return BY_ID.get(id);
}

/** Words of a JLPT level (5 = N5 …), optionally of some types. */
export function wordsAtLevel(level: JlptLevel, types?: readonly WordType[]): WordEntry[] {
  return WORDS.filter((w) => w.jlpt === level && (!types || types.includes(w.type)));
}

/** Forms a quiz may ask for that word: the forms that exist, minus the word's semantic gaps. */
export function quizForms(word: WordEntry): ConjugationForm[] {
  return availableForms(word).filter((f) => !word.skip?.includes(f));
}
