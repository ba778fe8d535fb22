import '../styles.css';
import '../base/base.css';
